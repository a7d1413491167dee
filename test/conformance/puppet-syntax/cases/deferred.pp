$a = Deferred('join', [['a'], ','])
