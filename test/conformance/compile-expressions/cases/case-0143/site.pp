notify { 'e1': message => String((floor(/a+/) / ("tab\there" + 0))) }
