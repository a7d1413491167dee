notice('hello')
notice(1, [2])
notify { 'after': }
