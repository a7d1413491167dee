notify { 'e1': message => String(((true).ceiling + true)) }
