notify { 'e1': message => lstrip(Array[Integer]) }
