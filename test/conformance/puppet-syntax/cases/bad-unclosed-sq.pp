$a = 'abc
