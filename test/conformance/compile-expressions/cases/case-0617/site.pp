notify { 'e1': message => String(({} or 'Ünïcödé')) }
