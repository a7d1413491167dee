notify { 'x': message => String(Error.new('')) }
