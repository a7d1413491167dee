  $location = 'http://deb.example.com:8080/rabbitmq/debian'
