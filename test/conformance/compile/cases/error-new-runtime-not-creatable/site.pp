notify { 'x': message => String(Runtime.new(1)) }
