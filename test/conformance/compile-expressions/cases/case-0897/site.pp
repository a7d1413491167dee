notify { 'e1': message => downcase('ABC') }
