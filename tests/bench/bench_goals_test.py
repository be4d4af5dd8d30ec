"""The verdict text of tools/bench_goals.py (ctest bench_goals_verdicts): what a goal table
says of a row, from figures given here, without running a benchmark."""
import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import bench_goals  # noqa: E402


def rounds(fastest, median):
    return {"fastest": {"seconds": fastest}, "median_seconds": median}


class Shown(unittest.TestCase):
    def test_two_places_where_they_tell_the_side_of_the_line(self):
        self.assertEqual(bench_goals.shown(0.95, 1.0), "0.95")
        self.assertEqual(bench_goals.shown(1.41, 1.0), "1.41")
        self.assertEqual(bench_goals.shown(1.0, 1.0), "1.00")

    def test_three_places_where_two_would_read_as_the_line(self):
        self.assertEqual(bench_goals.shown(0.899, 0.9), "0.899")
        self.assertEqual(bench_goals.shown(0.9049, 0.9), "0.905")
        self.assertEqual(bench_goals.shown(1.004, 1.0), "1.004")


class RatioVerdict(unittest.TestCase):
    def test_judged_by_the_estimator_named_with_the_other_beside_it(self):
        mine, bare = rounds(1.25, 2.0), rounds(1.0, 1.0)  # fastest 0.80×, medians 0.50×
        self.assertEqual(bench_goals.ratio_verdict(mine, bare, 0.8, by="fastest"), "yes (0.80×; medians 0.50×)")
        self.assertEqual(bench_goals.ratio_verdict(mine, bare, 0.8, by="median"), "no (0.50×; fastest 0.80×)")

    def test_a_ratio_just_under_its_goal_does_not_read_as_the_goal(self):
        mine, bare = rounds(1.0 / 0.898, 1.0 / 0.898), rounds(1.0, 1.0)
        self.assertEqual(bench_goals.ratio_verdict(mine, bare, 0.9, by="median"), "no (0.898×; fastest 0.90×)")


class Bends(unittest.TestCase):
    def test_the_worst_step_over_its_size_ratio(self):
        worst, steps = bench_goals.bends([10, 100, 1000], [1.0, 9.0, 120.0])
        self.assertAlmostEqual(worst, 120.0 / 9.0 / 10)
        self.assertEqual(steps, ["9.00× for 10×", "13.33× for 10×"])

    def test_a_step_that_only_doubles_does_not_bend(self):
        worst, _ = bench_goals.bends([1000, 2000, 4000], [1.0, 2.0, 4.0])
        self.assertEqual(worst, 1.0)


class ScalingVerdict(unittest.TestCase):
    def test_alone(self):
        self.assertEqual(bench_goals.scaling_verdict(1.41), "no (worst step 1.41× its size ratio)")
        self.assertEqual(bench_goals.scaling_verdict(1.004), "no (worst step 1.004× its size ratio)")
        self.assertEqual(bench_goals.scaling_verdict(0.98), "yes (worst step 0.98× its size ratio)")

    def test_against_its_baseline(self):
        self.assertEqual(bench_goals.scaling_verdict(1.28, 1.18),
                         "no (worst step 1.28× its size ratio); more than the baseline's worst, 1.18×")
        self.assertEqual(bench_goals.scaling_verdict(1.30, 1.42),
                         "no (worst step 1.30× its size ratio); no more than the baseline's worst, 1.42×")

    def test_three_places_where_two_would_read_alike(self):
        self.assertEqual(bench_goals.scaling_verdict(1.2941, 1.2904),
                         "no (worst step 1.294× its size ratio); more than the baseline's worst, 1.290×")


class PlanSizes(unittest.TestCase):
    def test_the_plans_bytes_where_every_row_reports_them(self):
        timed = {("p", "R/1024"): {"fastest": {"plan_bytes": 1471}}, ("p", "R/102400"): {"fastest": {"plan_bytes": 102706}}}
        self.assertEqual(bench_goals.plan_sizes(timed, [("p", "R/1024"), ("p", "R/102400")], [1024, 102400]), [1471, 102706])

    def test_the_sizes_where_a_row_does_not(self):
        timed = {("p", "R/1"): {"fastest": {"plan_bytes": 10}}, ("p", "R/2"): {"fastest": {"plan_bytes": None}}}
        self.assertEqual(bench_goals.plan_sizes(timed, [("p", "R/1"), ("p", "R/2")], [1, 2]), [1, 2])


if __name__ == "__main__":
    unittest.main()
