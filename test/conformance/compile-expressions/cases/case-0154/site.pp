notify { 'e1': message => String(min(round('a\nb'))) }
