#!/bin/bash
open DailyReport.app
