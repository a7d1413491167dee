$a = type
