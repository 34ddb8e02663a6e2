print('report')
