notify { 'e1': message => "${(0x1F).Boolean}" }
