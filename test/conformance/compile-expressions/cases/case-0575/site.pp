notify { 'e1': message => String((floor(Sensitive('s3cret')) % downcase(3.0))) }
