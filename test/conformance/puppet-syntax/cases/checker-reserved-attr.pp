$a = attr
