notify { 'e1': message => String(('ABC' >= /a+/)) }
