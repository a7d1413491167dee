notify { 'e1': message => "${(Optional[String]).String}" }
