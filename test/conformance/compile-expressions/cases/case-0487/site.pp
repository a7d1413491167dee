notify { 'e1': message => ((Any + 100.0) - 'Ünïcödé') }
