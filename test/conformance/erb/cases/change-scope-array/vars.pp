  $proxy_pipeline = ['catch_errors', 'proxy-server']
