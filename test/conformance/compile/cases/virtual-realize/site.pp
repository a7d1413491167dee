@notify { 'v1': message => 'virtual' }
@notify { 'v2': }
realize(Notify['v1'])
