notify { 'e1': message => String(sort('ABC')) }
