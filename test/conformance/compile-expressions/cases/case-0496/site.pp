notify { 'e1': message => ((0x1F <= -0)).unique }
