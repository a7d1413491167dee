notify { 'e1': message => String(("tab\there" / -0)) }
