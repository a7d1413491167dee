$a = "${facts['os'][family']}"
