notify { 'e1': message => "${empty('Ünïcödé')}" }
