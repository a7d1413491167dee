$a = 3abc
