notify { 'x': message => String(Runtime['ruby']) }
