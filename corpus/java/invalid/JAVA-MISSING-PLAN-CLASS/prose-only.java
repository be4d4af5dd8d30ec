I would clone the repository and then fix the README file.
