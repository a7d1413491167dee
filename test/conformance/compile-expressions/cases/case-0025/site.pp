notify { 'e1': message => "${('Ünïcödé').length}" }
