notify { 'e1': message => "${chop(Float(Array[Integer]))}" }
