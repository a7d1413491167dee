notify { 'a': }
notify { 'b': message => abs('1.5x') }
