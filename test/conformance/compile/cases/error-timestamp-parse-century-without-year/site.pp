notify { 'x': message => String(Timestamp('20', '%C')) }
