notify { 'x': message => Timestamp(0).strftime('%z', '+25') }
