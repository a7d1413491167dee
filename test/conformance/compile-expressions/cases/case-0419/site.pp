notify { 'e1': message => String((Hash[String, Integer] < 0.1)) }
