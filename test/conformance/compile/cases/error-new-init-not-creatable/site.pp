notify { 'x': message => String(Init.new(1)) }
