notify { 'e1': message => String((Array[Integer] in 'a,b,c')) }
