notify { 'e1': message => String(String(Numeric)) }
