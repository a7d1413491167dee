notify { 'x': message => call(Deferred('join', [[1], '-']), 1) }
