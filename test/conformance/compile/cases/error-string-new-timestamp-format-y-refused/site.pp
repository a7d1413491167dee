notify { 'x': message => String(Timestamp('2020-01-01'), '%Y') }
