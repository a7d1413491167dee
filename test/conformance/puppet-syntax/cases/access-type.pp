$a = Array[String, 1]
