notify { 'x': message => String(Timestamp('2020-01-01 24:30', '%Y-%m-%d %H:%M')) }
