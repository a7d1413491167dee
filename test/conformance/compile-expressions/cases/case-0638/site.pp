notify { 'e1': message => String((Numeric in 017)) }
