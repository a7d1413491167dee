notify { 'e1': message => lstrip('ABC') }
