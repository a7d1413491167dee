notify { 'x': message => String(Timestamp('2020-01-01 10:00 Foo', '%Y-%m-%d %H:%M %Z')) }
