notify { 'e1': message => String(chop(017)) }
