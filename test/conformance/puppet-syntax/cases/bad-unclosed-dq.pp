$a = "abc
