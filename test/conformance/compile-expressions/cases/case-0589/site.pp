notify { 'e1': message => String((round(0) == Numeric(''))) }
