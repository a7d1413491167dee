notify { 'e1': message => "${(Optional[String]).Integer}" }
